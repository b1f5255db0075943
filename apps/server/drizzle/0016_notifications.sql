CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"params" jsonb NOT NULL,
	"object_type" text,
	"object_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" IN ('bet_won', 'bet_lost', 'bet_void', 'bet_cashed_out', 'bet_refunded', 'bonus_issued', 'deposit_paid', 'deposit_declined')),
	CONSTRAINT "notifications_object" CHECK (("notifications"."object_type" IS NULL) = ("notifications"."object_id" IS NULL) AND ("notifications"."object_type" IS NULL OR "notifications"."object_type" IN ('bet', 'bonus'))),
	CONSTRAINT "notifications_params_object" CHECK (jsonb_typeof("notifications"."params") = 'object')
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_player_kind_source" ON "notifications" USING btree ("player_id","kind","source");--> statement-breakpoint
CREATE INDEX "notifications_player_id" ON "notifications" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "notifications_player_unread" ON "notifications" USING btree ("player_id") WHERE "notifications"."read_at" IS NULL;