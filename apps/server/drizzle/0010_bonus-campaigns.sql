-- Bonus campaigns (ADR 028): campaigns with their budgets per currency, issued comboboosts (ids from the freebets'
-- sequence, so one id names one bonus of either kind), and the freebets' kind, campaign, activation and seen flag.
-- Freebets issued before campaigns are plain `freebet`s, activated when they were issued.
CREATE TABLE "bonus_campaign_budgets" (
	"campaign_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "bonus_campaign_budgets_campaign_id_currency_pk" PRIMARY KEY("campaign_id","currency"),
	CONSTRAINT "bonus_campaign_budgets_amounts" CHECK ("bonus_campaign_budgets"."spent" >= 0 AND "bonus_campaign_budgets"."spent" <= "bonus_campaign_budgets"."amount")
);
--> statement-breakpoint
CREATE TABLE "bonus_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"only_verified" boolean DEFAULT false NOT NULL,
	"event_conditions" jsonb NOT NULL,
	"per_player_cap" integer DEFAULT 1 NOT NULL,
	"trigger" text NOT NULL,
	"trigger_amounts" jsonb,
	"promo_code" text,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_campaigns_kind" CHECK ("bonus_campaigns"."kind" IN ('comboboost', 'freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win')),
	CONSTRAINT "bonus_campaigns_trigger" CHECK ("bonus_campaigns"."trigger" IN ('sign_up', 'first_deposit', 'deposit_over', 'promo_code', 'manual')),
	CONSTRAINT "bonus_campaigns_status" CHECK ("bonus_campaigns"."status" IN ('active', 'paused', 'ended')),
	CONSTRAINT "bonus_campaigns_window" CHECK ("bonus_campaigns"."valid_from" < "bonus_campaigns"."valid_to"),
	CONSTRAINT "bonus_campaigns_per_player_cap" CHECK ("bonus_campaigns"."per_player_cap" >= 1),
	CONSTRAINT "bonus_campaigns_english" CHECK (coalesce(jsonb_typeof("bonus_campaigns"."content" -> 'en'), '') = 'object'),
	CONSTRAINT "bonus_campaigns_promo_code" CHECK (("bonus_campaigns"."trigger" = 'promo_code') = ("bonus_campaigns"."promo_code" IS NOT NULL) AND ("bonus_campaigns"."promo_code" IS NULL OR "bonus_campaigns"."promo_code" = upper("bonus_campaigns"."promo_code"))),
	CONSTRAINT "bonus_campaigns_trigger_amounts" CHECK (("bonus_campaigns"."trigger" = 'deposit_over') = ("bonus_campaigns"."trigger_amounts" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "issued_comboboosts" (
	"id" integer PRIMARY KEY DEFAULT nextval('freebets_id_seq') NOT NULL,
	"player_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"uses_count" integer NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"seen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "issued_comboboosts_uses" CHECK ("issued_comboboosts"."uses_count" >= 1 AND "issued_comboboosts"."times_used" >= 0 AND "issued_comboboosts"."times_used" <= "issued_comboboosts"."uses_count")
);
--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "kind" text DEFAULT 'freebet' NOT NULL;--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "seen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_campaign_budgets" ADD CONSTRAINT "bonus_campaign_budgets_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_campaign_budgets" ADD CONSTRAINT "bonus_campaign_budgets_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_comboboosts" ADD CONSTRAINT "issued_comboboosts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_comboboosts" ADD CONSTRAINT "issued_comboboosts_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_promo_code" ON "bonus_campaigns" USING btree ("promo_code");--> statement-breakpoint
CREATE INDEX "bonus_campaigns_trigger_status" ON "bonus_campaigns" USING btree ("trigger","status");--> statement-breakpoint
CREATE INDEX "issued_comboboosts_player" ON "issued_comboboosts" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "issued_comboboosts_campaign_player" ON "issued_comboboosts" USING btree ("campaign_id","player_id");--> statement-breakpoint
ALTER TABLE "freebets" ADD CONSTRAINT "freebets_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freebets_campaign_player" ON "freebets" USING btree ("campaign_id","player_id");--> statement-breakpoint
ALTER TABLE "freebets" ADD CONSTRAINT "freebets_kind" CHECK ("freebets"."kind" IN ('freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win'));--> statement-breakpoint
UPDATE "freebets" SET "activated_at" = "issued_at" WHERE "activated_at" IS NULL;
