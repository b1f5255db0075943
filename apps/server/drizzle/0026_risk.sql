CREATE TABLE "risk_alert_thresholds" (
	"currency" text PRIMARY KEY NOT NULL,
	"large_bet" bigint NOT NULL,
	"large_liability" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "risk_alert_large_bet" CHECK ("risk_alert_thresholds"."large_bet" > 0),
	CONSTRAINT "risk_alert_large_liability" CHECK ("risk_alert_thresholds"."large_liability" > 0)
);
--> statement-breakpoint
CREATE TABLE "risk_bet_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"sport_id" integer,
	"match_id" integer,
	"market_id" integer,
	"specifier" text,
	"player_id" integer,
	"currency" text NOT NULL,
	"max_stake" bigint,
	"max_payout" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "risk_bet_limit_scope" CHECK (("risk_bet_limits"."scope" = 'sport' AND "risk_bet_limits"."sport_id" IS NOT NULL AND "risk_bet_limits"."match_id" IS NULL AND "risk_bet_limits"."player_id" IS NULL)
        OR ("risk_bet_limits"."scope" = 'market' AND "risk_bet_limits"."sport_id" IS NULL AND "risk_bet_limits"."match_id" IS NOT NULL
          AND "risk_bet_limits"."market_id" IS NOT NULL AND "risk_bet_limits"."specifier" IS NOT NULL AND "risk_bet_limits"."player_id" IS NULL)
        OR ("risk_bet_limits"."scope" = 'player' AND "risk_bet_limits"."sport_id" IS NULL AND "risk_bet_limits"."match_id" IS NULL AND "risk_bet_limits"."player_id" IS NOT NULL)),
	CONSTRAINT "risk_bet_limit_amount" CHECK ("risk_bet_limits"."max_stake" IS NOT NULL OR "risk_bet_limits"."max_payout" IS NOT NULL),
	CONSTRAINT "risk_bet_limit_max_stake" CHECK ("risk_bet_limits"."max_stake" IS NULL OR "risk_bet_limits"."max_stake" > 0),
	CONSTRAINT "risk_bet_limit_max_payout" CHECK ("risk_bet_limits"."max_payout" IS NULL OR "risk_bet_limits"."max_payout" > 0),
	CONSTRAINT "risk_bet_limit_currency" CHECK ("risk_bet_limits"."currency" ~ '^[A-Z]{3,5}$')
);
--> statement-breakpoint
CREATE TABLE "risk_stake_factors" (
	"player_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"factor_bp" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "risk_stake_factors_player_id_sport_id_pk" PRIMARY KEY("player_id","sport_id"),
	CONSTRAINT "risk_stake_factor_range" CHECK ("risk_stake_factors"."factor_bp" BETWEEN 1 AND 100000)
);
--> statement-breakpoint
ALTER TABLE "risk_bet_limits" ADD CONSTRAINT "risk_bet_limits_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_bet_limits" ADD CONSTRAINT "risk_bet_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_bet_limits" ADD CONSTRAINT "risk_bet_limits_match_id_market_id_specifier_markets_match_id_market_id_specifier_fk" FOREIGN KEY ("match_id","market_id","specifier") REFERENCES "public"."markets"("match_id","market_id","specifier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_stake_factors" ADD CONSTRAINT "risk_stake_factors_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_stake_factors" ADD CONSTRAINT "risk_stake_factors_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_bet_limits_sport" ON "risk_bet_limits" USING btree ("sport_id","currency") WHERE "risk_bet_limits"."scope" = 'sport';--> statement-breakpoint
CREATE UNIQUE INDEX "risk_bet_limits_market" ON "risk_bet_limits" USING btree ("match_id","market_id","specifier","currency") WHERE "risk_bet_limits"."scope" = 'market';--> statement-breakpoint
CREATE UNIQUE INDEX "risk_bet_limits_player" ON "risk_bet_limits" USING btree ("player_id","currency") WHERE "risk_bet_limits"."scope" = 'player';