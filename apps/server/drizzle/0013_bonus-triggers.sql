CREATE TABLE "bonus_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"event" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "bonus_triggers_event" CHECK (coalesce("bonus_triggers"."event" ->> 'key' = 'sign_up' OR ("bonus_triggers"."event" ->> 'key' = 'deposit' AND jsonb_typeof("bonus_triggers"."event" -> 'currency') = 'string' AND jsonb_typeof("bonus_triggers"."event" -> 'amount') = 'number' AND jsonb_typeof("bonus_triggers"."event" -> 'first') = 'boolean'), false)),
	CONSTRAINT "bonus_triggers_source_format" CHECK ("bonus_triggers"."source" ~ '^(payment|sign_up):[0-9]+$'),
	CONSTRAINT "bonus_triggers_attempts" CHECK ("bonus_triggers"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_triggers" ADD CONSTRAINT "bonus_triggers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_triggers_source" ON "bonus_triggers" USING btree ("source");--> statement-breakpoint
CREATE INDEX "bonus_triggers_pending" ON "bonus_triggers" USING btree ("created_at") WHERE "bonus_triggers"."done_at" IS NULL;