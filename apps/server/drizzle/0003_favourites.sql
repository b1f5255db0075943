CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"match_id" integer GENERATED ALWAYS AS (CASE WHEN type = 'matches' THEN ref_id END) STORED,
	"tournament_id" integer GENERATED ALWAYS AS (CASE WHEN type = 'tournaments' THEN ref_id END) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_type" CHECK ("favourites"."type" IN ('matches', 'tournaments'))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_player_type_ref" ON "favourites" USING btree ("player_id","type","ref_id");--> statement-breakpoint
CREATE INDEX "favourites_match" ON "favourites" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "favourites_tournament" ON "favourites" USING btree ("tournament_id");