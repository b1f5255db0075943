CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"sport_id" integer NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"priority" integer NOT NULL,
	"country_code" text,
	CONSTRAINT "categories_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
CREATE TABLE "market_results" (
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"outcome_id" text NOT NULL,
	"result" text NOT NULL,
	"certainty" text NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_results_match_id_market_id_specifier_outcome_id_pk" PRIMARY KEY("match_id","market_id","specifier","outcome_id")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"status" smallint NOT NULL,
	"outcomes" jsonb NOT NULL,
	"groups" text[] NOT NULL,
	"priority" integer NOT NULL,
	"most_balanced" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_match_id_market_id_specifier_pk" PRIMARY KEY("match_id","market_id","specifier"),
	CONSTRAINT "markets_status_range" CHECK ("markets"."status" BETWEEN -4 AND 1)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"slug" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"status" smallint NOT NULL,
	"stage" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"stadium" text,
	"city" text,
	"home" jsonb,
	"away" jsonb,
	"outright_competitors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"statistics" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "matches_status_range" CHECK ("matches"."status" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "provider_statuses" (
	"provider" text PRIMARY KEY NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"key" text NOT NULL,
	"names" jsonb NOT NULL,
	"priority" integer NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"main_market_id" integer,
	"secondary_market_id" integer,
	CONSTRAINT "sports_urn_id_unique" UNIQUE("urn_id"),
	CONSTRAINT "sports_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"urn_id" text NOT NULL,
	"sport_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	CONSTRAINT "tournaments_urn_id_unique" UNIQUE("urn_id")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"subunits" integer NOT NULL,
	"fiat" boolean NOT NULL,
	CONSTRAINT "currencies_subunits_power_of_ten" CHECK ("currencies"."subunits" IN (1, 10, 100, 1000, 1000000, 100000000)),
	CONSTRAINT "currencies_code_format" CHECK ("currencies"."code" ~ '^[A-Z]{3,5}$')
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_results" ADD CONSTRAINT "market_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_sport_slug" ON "categories" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_sport_slug" ON "matches" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "matches_status_start" ON "matches" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "matches_tournament" ON "matches" USING btree ("tournament_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_sport_slug" ON "tournaments" USING btree ("sport_id","slug");