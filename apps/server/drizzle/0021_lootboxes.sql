CREATE TABLE "amb_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"min_odds" integer NOT NULL,
	"min_stake" jsonb NOT NULL,
	"ranges" jsonb NOT NULL,
	"prize_campaign_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amb_campaigns_name_unique" UNIQUE("name"),
	CONSTRAINT "amb_campaigns_status" CHECK ("amb_campaigns"."status" IN ('active', 'paused', 'ended')),
	CONSTRAINT "amb_campaigns_window" CHECK ("amb_campaigns"."valid_from" < "amb_campaigns"."valid_to"),
	CONSTRAINT "amb_campaigns_english" CHECK (coalesce(jsonb_typeof("amb_campaigns"."content" -> 'en'), '') = 'object'),
	CONSTRAINT "amb_campaigns_min_odds" CHECK ("amb_campaigns"."min_odds" >= 1000),
	CONSTRAINT "amb_campaigns_ranges" CHECK (jsonb_array_length("amb_campaigns"."ranges") BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "amb_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amb_freebets" (
	"entry_id" integer NOT NULL,
	"range_index" smallint NOT NULL,
	"n" smallint NOT NULL,
	"bonus_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amb_freebets_entry_id_range_index_n_pk" PRIMARY KEY("entry_id","range_index","n"),
	CONSTRAINT "amb_freebets_bonus_id_unique" UNIQUE("bonus_id"),
	CONSTRAINT "amb_freebets_key" CHECK ("amb_freebets"."range_index" >= 0 AND "amb_freebets"."n" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lootbox_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"min_odds" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lootbox_campaigns_name_unique" UNIQUE("name"),
	CONSTRAINT "lootbox_campaigns_status" CHECK ("lootbox_campaigns"."status" IN ('active', 'paused', 'ended')),
	CONSTRAINT "lootbox_campaigns_window" CHECK ("lootbox_campaigns"."valid_from" < "lootbox_campaigns"."valid_to"),
	CONSTRAINT "lootbox_campaigns_english" CHECK (coalesce(jsonb_typeof("lootbox_campaigns"."content" -> 'en'), '') = 'object'),
	CONSTRAINT "lootbox_campaigns_min_odds" CHECK ("lootbox_campaigns"."min_odds" >= 1000),
	CONSTRAINT "lootbox_campaigns_tiers" CHECK (jsonb_array_length("lootbox_campaigns"."tiers") BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "lootbox_openings" (
	"lootbox_id" integer PRIMARY KEY NOT NULL,
	"prize_campaign_id" integer,
	"prize_bonus_id" integer,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lootbox_openings_prize_bonus_id_unique" UNIQUE("prize_bonus_id"),
	CONSTRAINT "lootbox_openings_prize" CHECK (("lootbox_openings"."prize_campaign_id" IS NULL) = ("lootbox_openings"."prize_bonus_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "lootboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"bet_id" integer NOT NULL,
	"place" smallint NOT NULL,
	"result" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lootboxes_place" CHECK ("lootboxes"."place" BETWEEN 1 AND 3),
	CONSTRAINT "lootboxes_result" CHECK ("lootboxes"."result" IN ('win', 'lose'))
);
--> statement-breakpoint
CREATE TABLE "prediction_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"prediction_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"pick" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prediction_votes_pick" CHECK ("prediction_votes"."pick" IN ('home', 'draw', 'away'))
);
--> statement-breakpoint
CREATE TABLE "predictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "predictions_kind" CHECK ("predictions"."kind" IN ('match_winner'))
);
--> statement-breakpoint
ALTER TABLE "amb_campaigns" ADD CONSTRAINT "amb_campaigns_prize_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("prize_campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amb_entries" ADD CONSTRAINT "amb_entries_campaign_id_amb_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."amb_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amb_entries" ADD CONSTRAINT "amb_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amb_freebets" ADD CONSTRAINT "amb_freebets_entry_id_amb_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."amb_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amb_freebets" ADD CONSTRAINT "amb_freebets_bonus_id_freebets_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."freebets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootbox_openings" ADD CONSTRAINT "lootbox_openings_lootbox_id_lootboxes_id_fk" FOREIGN KEY ("lootbox_id") REFERENCES "public"."lootboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootbox_openings" ADD CONSTRAINT "lootbox_openings_prize_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("prize_campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootbox_openings" ADD CONSTRAINT "lootbox_openings_prize_bonus_id_freebets_id_fk" FOREIGN KEY ("prize_bonus_id") REFERENCES "public"."freebets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_campaign_id_lootbox_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."lootbox_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lootboxes" ADD CONSTRAINT "lootboxes_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_prediction_id_predictions_id_fk" FOREIGN KEY ("prediction_id") REFERENCES "public"."predictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prediction_votes" ADD CONSTRAINT "prediction_votes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predictions" ADD CONSTRAINT "predictions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amb_entries_campaign_player" ON "amb_entries" USING btree ("campaign_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lootboxes_campaign_bet" ON "lootboxes" USING btree ("campaign_id","bet_id");--> statement-breakpoint
CREATE INDEX "lootboxes_player" ON "lootboxes" USING btree ("player_id","earned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prediction_votes_player" ON "prediction_votes" USING btree ("prediction_id","player_id");--> statement-breakpoint
CREATE INDEX "prediction_votes_player_time" ON "prediction_votes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "predictions_match_kind" ON "predictions" USING btree ("match_id","kind");