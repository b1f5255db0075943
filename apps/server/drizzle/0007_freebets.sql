-- Freebets issued to players (docs/decisions/017-freebets.md): one row per freebet, used by at most one bet;
-- bets.freebet_id names the freebet that paid a stake.
CREATE TABLE "freebets" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"min_odds" integer,
	"max_odds" integer,
	"selection_count_from" smallint DEFAULT 1 NOT NULL,
	"selection_count_to" smallint,
	"match_status" text DEFAULT 'any' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"bet_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "freebets_amount_positive" CHECK ("freebets"."amount" > 0),
	CONSTRAINT "freebets_odds" CHECK (("freebets"."min_odds" IS NULL OR "freebets"."min_odds" > 1000) AND ("freebets"."max_odds" IS NULL OR "freebets"."max_odds" > 1000) AND ("freebets"."min_odds" IS NULL OR "freebets"."max_odds" IS NULL OR "freebets"."min_odds" <= "freebets"."max_odds")),
	CONSTRAINT "freebets_selection_count" CHECK ("freebets"."selection_count_from" >= 1 AND ("freebets"."selection_count_to" IS NULL OR "freebets"."selection_count_to" >= "freebets"."selection_count_from")),
	CONSTRAINT "freebets_match_status" CHECK ("freebets"."match_status" IN ('prematch', 'live', 'any')),
	CONSTRAINT "freebets_status" CHECK ("freebets"."status" IN ('active', 'used', 'expired')),
	CONSTRAINT "freebets_used_names_bet" CHECK (("freebets"."status" = 'used') = ("freebets"."bet_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "freebet_id" integer;--> statement-breakpoint
ALTER TABLE "freebets" ADD CONSTRAINT "freebets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freebets" ADD CONSTRAINT "freebets_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freebets" ADD CONSTRAINT "freebets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freebets_bet" ON "freebets" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "freebets_player_status" ON "freebets" USING btree ("player_id","status");--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_freebet_id_freebets_id_fk" FOREIGN KEY ("freebet_id") REFERENCES "public"."freebets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_freebet" ON "bets" USING btree ("freebet_id");