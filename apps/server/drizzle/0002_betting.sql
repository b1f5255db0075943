CREATE TABLE "bet_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"outcome_id" text NOT NULL,
	"odds" integer NOT NULL,
	"result" text,
	CONSTRAINT "bet_selections_odds" CHECK ("bet_selections"."odds" > 0),
	CONSTRAINT "bet_selections_result" CHECK ("bet_selections"."result" IS NULL OR "bet_selections"."result" IN ('won', 'lost', 'void', 'half_won', 'half_lost'))
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"ref" text NOT NULL,
	"type" text NOT NULL,
	"system_win_count" smallint,
	"system_total_count" smallint,
	"status" text NOT NULL,
	"result" text,
	"stake" bigint NOT NULL,
	"currency" text NOT NULL,
	"odds" bigint NOT NULL,
	"potential_return" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"cashed_out" bigint DEFAULT 0 NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"device_id" text,
	"quick" boolean DEFAULT false NOT NULL,
	"accept_mode" text DEFAULT 'none' NOT NULL,
	"accept_after" timestamp with time zone,
	"settlement_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_ref_unique" UNIQUE("ref"),
	CONSTRAINT "bets_type" CHECK ("bets"."type" IN ('single', 'combo', 'system', 'custom_bet')),
	CONSTRAINT "bets_status" CHECK ("bets"."status" IN ('submitted', 'rejected', 'cancelled', 'waiting_results', 'ready_to_process', 'done', 'cashed_out', 'withdrawn', 'cashout_in_progress')),
	CONSTRAINT "bets_result" CHECK ("bets"."result" IS NULL OR "bets"."result" IN ('win', 'lose', 'refund')),
	CONSTRAINT "bets_accept_mode" CHECK ("bets"."accept_mode" IN ('none', 'higher', 'any')),
	CONSTRAINT "bets_amounts" CHECK ("bets"."stake" >= 0 AND "bets"."odds" >= 0 AND "bets"."potential_return" >= 0 AND "bets"."payout" >= 0 AND "bets"."cashed_out" >= 0),
	CONSTRAINT "bets_system" CHECK (("bets"."type" = 'system') = ("bets"."system_win_count" IS NOT NULL AND "bets"."system_total_count" IS NOT NULL)),
	CONSTRAINT "bets_settlement_version" CHECK ("bets"."settlement_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sportsbook_settings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"stakes" jsonb NOT NULL,
	"auto_accept_odds_change" text NOT NULL,
	"odds_type" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_settings_accept" CHECK ("sportsbook_settings"."auto_accept_odds_change" IN ('none', 'higher', 'any'))
);
--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_selections" ADD CONSTRAINT "bet_selections_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sportsbook_settings" ADD CONSTRAINT "sportsbook_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_selections_bet_position" ON "bet_selections" USING btree ("bet_id","position");--> statement-breakpoint
CREATE INDEX "bet_selections_market" ON "bet_selections" USING btree ("match_id","market_id","specifier");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_player_idempotency" ON "bets" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bets_player_time" ON "bets" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_status" ON "bets" USING btree ("status");