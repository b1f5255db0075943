CREATE TABLE "farming_campaigns" (
	"id" integer PRIMARY KEY DEFAULT nextval('freebets_id_seq') NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"event_conditions" jsonb NOT NULL,
	"min_odds" integer,
	"min_stakes" jsonb NOT NULL,
	"farm_once_per_event" boolean DEFAULT true NOT NULL,
	"freebet_campaign_id" integer,
	"thresholds" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"show_in_promotion" boolean DEFAULT true NOT NULL,
	"tournament_kind" text,
	"currency" text,
	"initial_pool" bigint,
	"pool_share_bp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farming_campaigns_kind" CHECK ("farming_campaigns"."kind" IN ('hunting', 'tournament')),
	CONSTRAINT "farming_campaigns_status" CHECK ("farming_campaigns"."status" IN ('active', 'paused', 'ended')),
	CONSTRAINT "farming_campaigns_window" CHECK ("farming_campaigns"."valid_from" < "farming_campaigns"."valid_to"),
	CONSTRAINT "farming_campaigns_english" CHECK (coalesce(jsonb_typeof("farming_campaigns"."content" -> 'en'), '') = 'object'),
	CONSTRAINT "farming_campaigns_min_odds" CHECK ("farming_campaigns"."min_odds" IS NULL OR "farming_campaigns"."min_odds" > 1000),
	CONSTRAINT "farming_campaigns_tournament" CHECK (("farming_campaigns"."kind" = 'tournament') = ("farming_campaigns"."tournament_kind" IS NOT NULL) AND ("farming_campaigns"."kind" = 'tournament') = ("farming_campaigns"."currency" IS NOT NULL) AND ("farming_campaigns"."kind" = 'tournament') = ("farming_campaigns"."initial_pool" IS NOT NULL) AND ("farming_campaigns"."kind" = 'tournament') = ("farming_campaigns"."pool_share_bp" IS NOT NULL)),
	CONSTRAINT "farming_campaigns_tournament_kind" CHECK ("farming_campaigns"."tournament_kind" IS NULL OR "farming_campaigns"."tournament_kind" IN ('match', 'stage', 'season', 'simple_tournament')),
	CONSTRAINT "farming_campaigns_pool" CHECK (coalesce("farming_campaigns"."initial_pool", 0) >= 0 AND coalesce("farming_campaigns"."pool_share_bp", 0) BETWEEN 0 AND 10000),
	CONSTRAINT "farming_campaigns_thresholds" CHECK ((cardinality("farming_campaigns"."thresholds") > 0) = ("farming_campaigns"."freebet_campaign_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "farming_participants" (
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"farmed_amount" bigint DEFAULT 0 NOT NULL,
	"bets_count" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone,
	"freebets_issued" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "farming_participants_campaign_id_player_id_pk" PRIMARY KEY("campaign_id","player_id"),
	CONSTRAINT "farming_participants_totals" CHECK ("farming_participants"."points" >= 0 AND "farming_participants"."farmed_amount" >= 0 AND "farming_participants"."bets_count" >= 0 AND "farming_participants"."freebets_issued" >= 0)
);
--> statement-breakpoint
CREATE TABLE "farming_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"bet_id" integer,
	"source" text DEFAULT 'bet' NOT NULL,
	"event_ids" integer[] NOT NULL,
	"stake" bigint NOT NULL,
	"points" bigint NOT NULL,
	"farmed_at" timestamp with time zone NOT NULL,
	"rolled_back_at" timestamp with time zone,
	CONSTRAINT "farming_records_source" CHECK (("farming_records"."source" = 'bet') = ("farming_records"."bet_id" IS NOT NULL)),
	CONSTRAINT "farming_records_amounts" CHECK ("farming_records"."stake" >= 0 AND "farming_records"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "farming_campaigns" ADD CONSTRAINT "farming_campaigns_freebet_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("freebet_campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farming_campaigns" ADD CONSTRAINT "farming_campaigns_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farming_participants" ADD CONSTRAINT "farming_participants_campaign_id_farming_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."farming_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farming_participants" ADD CONSTRAINT "farming_participants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farming_records" ADD CONSTRAINT "farming_records_campaign_id_farming_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."farming_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farming_records" ADD CONSTRAINT "farming_records_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farming_records" ADD CONSTRAINT "farming_records_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farming_campaigns_kind_status" ON "farming_campaigns" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "farming_participants_rank" ON "farming_participants" USING btree ("campaign_id","farmed_amount" DESC NULLS LAST,"reached_at","player_id");--> statement-breakpoint
CREATE INDEX "farming_participants_player" ON "farming_participants" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "farming_records_campaign_bet" ON "farming_records" USING btree ("campaign_id","bet_id");--> statement-breakpoint
CREATE INDEX "farming_records_bet" ON "farming_records" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "farming_records_campaign_player" ON "farming_records" USING btree ("campaign_id","player_id");