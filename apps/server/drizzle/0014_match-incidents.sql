CREATE TABLE "match_incidents" (
	"match_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"period" integer NOT NULL,
	"match_time" integer,
	"points" integer NOT NULL,
	"home" integer NOT NULL,
	"away" integer NOT NULL,
	"server" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_incidents_match_id_seq_pk" PRIMARY KEY("match_id","seq"),
	CONSTRAINT "match_incidents_seq" CHECK ("match_incidents"."seq" >= 0),
	CONSTRAINT "match_incidents_kind" CHECK ("match_incidents"."kind" IN ('attack', 'dangerous_attack', 'shot', 'corner', 'yellow_card', 'red_card', 'penalty', 'goal', 'point', 'basket', 'runs', 'wicket', 'round', 'kill')),
	CONSTRAINT "match_incidents_side" CHECK ("match_incidents"."side" IN ('home', 'away')),
	CONSTRAINT "match_incidents_server" CHECK ("match_incidents"."server" IS NULL OR "match_incidents"."server" IN ('home', 'away')),
	CONSTRAINT "match_incidents_score" CHECK ("match_incidents"."home" >= 0 AND "match_incidents"."away" >= 0 AND "match_incidents"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "match_incidents" ADD CONSTRAINT "match_incidents_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;