CREATE TABLE "feed_control_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"world" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"call" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feed_control_calls_world" ON "feed_control_calls" USING btree ("world","id");