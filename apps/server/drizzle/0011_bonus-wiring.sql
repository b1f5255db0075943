ALTER TABLE "bet_selections" ADD COLUMN "boost_qualifying" boolean;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "bonus_type" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "comboboost_id" integer;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "bonus_odds" integer;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "bonus_ranges" jsonb;--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "source_bet_id" integer;--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "boosted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_comboboost_id_issued_comboboosts_id_fk" FOREIGN KEY ("comboboost_id") REFERENCES "public"."issued_comboboosts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freebets" ADD CONSTRAINT "freebets_source_bet_id_bets_id_fk" FOREIGN KEY ("source_bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_comboboost" ON "bets" USING btree ("comboboost_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freebets_source_bet" ON "freebets" USING btree ("source_bet_id");--> statement-breakpoint
-- Bets staked with a freebet before this migration take its kind, so the checks below hold for every row.
UPDATE "bets" SET "bonus_type" = "freebets"."kind" FROM "freebets" WHERE "bets"."freebet_id" = "freebets"."id";--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_bonus_type" CHECK ("bets"."bonus_type" IS NULL OR "bets"."bonus_type" IN ('comboboost', 'freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win'));--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_bonus" CHECK (CASE WHEN "bets"."bonus_type" IS NULL THEN "bets"."freebet_id" IS NULL AND "bets"."comboboost_id" IS NULL WHEN "bets"."bonus_type" = 'comboboost' THEN "bets"."freebet_id" IS NULL AND "bets"."comboboost_id" IS NOT NULL AND "bets"."bonus_odds" > 1000 AND "bets"."bonus_ranges" IS NOT NULL ELSE "bets"."freebet_id" IS NOT NULL AND "bets"."comboboost_id" IS NULL END);--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_bonus_odds" CHECK (("bets"."comboboost_id" IS NULL) = ("bets"."bonus_odds" IS NULL AND "bets"."bonus_ranges" IS NULL));