CREATE TABLE "jackpot_contributions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"bet_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"draw" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_contributions_amount" CHECK ("jackpot_contributions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "jackpot_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"bet_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"amount_eur" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	CONSTRAINT "jackpot_hits_amount" CHECK ("jackpot_hits"."amount" > 0 AND "jackpot_hits"."amount_eur" >= 0),
	CONSTRAINT "jackpot_hits_status" CHECK ("jackpot_hits"."status" IN ('approved', 'paid')),
	CONSTRAINT "jackpot_hits_reason" CHECK ("jackpot_hits"."reason" IN ('forced', 'must_drop', 'draw')),
	CONSTRAINT "jackpot_hits_paid" CHECK (("jackpot_hits"."status" = 'paid') = ("jackpot_hits"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"jackpot_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"seed_amount" bigint NOT NULL,
	"must_drop_by" bigint,
	"hit_probability_ppm" integer NOT NULL,
	"weight_bp" integer NOT NULL,
	"force_next_hit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "jackpot_levels_id_is_shard" CHECK ("jackpot_levels"."id" <= 32767),
	CONSTRAINT "jackpot_levels_state" CHECK ("jackpot_levels"."state" IN ('active', 'created', 'disabled', 'finished', 'paused')),
	CONSTRAINT "jackpot_levels_seed" CHECK ("jackpot_levels"."seed_amount" BETWEEN 0 AND 1000000000000000),
	CONSTRAINT "jackpot_levels_must_drop" CHECK ("jackpot_levels"."must_drop_by" IS NULL OR ("jackpot_levels"."must_drop_by" > "jackpot_levels"."seed_amount" AND "jackpot_levels"."must_drop_by" <= 1000000000000000)),
	CONSTRAINT "jackpot_levels_probability" CHECK ("jackpot_levels"."hit_probability_ppm" BETWEEN 0 AND 1000000),
	CONSTRAINT "jackpot_levels_weight" CHECK ("jackpot_levels"."weight_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"contribution_bp" integer NOT NULL,
	"min_stake" bigint DEFAULT 0 NOT NULL,
	"min_odds" integer DEFAULT 0 NOT NULL,
	"sport_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"eur_rate_ppm" bigint NOT NULL,
	"secret" text NOT NULL,
	"secret_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_contribution_bp" CHECK ("jackpots"."contribution_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "jackpots_min_stake" CHECK ("jackpots"."min_stake" BETWEEN 0 AND 1000000000000000),
	CONSTRAINT "jackpots_min_odds" CHECK ("jackpots"."min_odds" >= 0),
	CONSTRAINT "jackpots_eur_rate" CHECK ("jackpots"."eur_rate_ppm" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_contributions" ADD CONSTRAINT "jackpot_contributions_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_level_id_jackpot_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."jackpot_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_hits" ADD CONSTRAINT "jackpot_hits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_levels" ADD CONSTRAINT "jackpot_levels_jackpot_id_jackpots_id_fk" FOREIGN KEY ("jackpot_id") REFERENCES "public"."jackpots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_contributions_level_bet" ON "jackpot_contributions" USING btree ("level_id","bet_id");--> statement-breakpoint
CREATE INDEX "jackpot_contributions_bet" ON "jackpot_contributions" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_hits_level_bet" ON "jackpot_hits" USING btree ("level_id","bet_id");--> statement-breakpoint
CREATE INDEX "jackpot_hits_time" ON "jackpot_hits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jackpot_hits_player" ON "jackpot_hits" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_levels_code" ON "jackpot_levels" USING btree ("jackpot_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_name" ON "jackpots" USING btree ("name");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" IN ('player', 'operator', 'bets_in_play', 'deposits_clearing', 'bonus', 'jackpot_pool'));