CREATE TABLE "share_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"bets" jsonb NOT NULL,
	"player_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "share_codes_code_format" CHECK ("share_codes"."code" ~ '^[2-9A-HJKMNP-Z]{8}$'),
	CONSTRAINT "share_codes_bets_list" CHECK (jsonb_typeof("share_codes"."bets") = 'array' AND jsonb_array_length("share_codes"."bets") > 0),
	CONSTRAINT "share_codes_expiry" CHECK ("share_codes"."expires_at" > "share_codes"."created_at")
);
--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_codes_expires" ON "share_codes" USING btree ("expires_at");