CREATE TABLE "settlement_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_jobs_attempts" CHECK ("settlement_jobs"."attempts" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_jobs_market" ON "settlement_jobs" USING btree ("match_id","market_id","specifier");--> statement-breakpoint
CREATE INDEX "settlement_jobs_due" ON "settlement_jobs" USING btree ("run_after","id");--> statement-breakpoint
-- A market whose results are written, changed or removed gets its settlement job in the same transaction, so a
-- committed result can never be left without one (a crash right after the feed batch loses nothing). A job that
-- already waits or runs for the market gets a new version: its worker then runs it again instead of deleting it.
CREATE FUNCTION settlement_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO settlement_jobs (match_id, market_id, specifier)
  SELECT DISTINCT match_id, market_id, specifier FROM changed_results ORDER BY 1, 2, 3
  ON CONFLICT (match_id, market_id, specifier) DO UPDATE
    SET version = settlement_jobs.version + 1, run_after = now(), attempts = 0, enqueued_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER market_results_settlement_insert AFTER INSERT ON market_results
  REFERENCING NEW TABLE AS changed_results FOR EACH STATEMENT EXECUTE FUNCTION settlement_enqueue();
--> statement-breakpoint
CREATE TRIGGER market_results_settlement_update AFTER UPDATE ON market_results
  REFERENCING NEW TABLE AS changed_results FOR EACH STATEMENT EXECUTE FUNCTION settlement_enqueue();
--> statement-breakpoint
CREATE TRIGGER market_results_settlement_delete AFTER DELETE ON market_results
  REFERENCING OLD TABLE AS changed_results FOR EACH STATEMENT EXECUTE FUNCTION settlement_enqueue();
--> statement-breakpoint
-- A leg is written once and updated once, when settlement records its result. That column is not indexed, so
-- with room left on the page the update is a heap-only tuple update: no new index entries, several times faster
-- for bulk settlement. (Applies to pages written from now on.)
ALTER TABLE bet_selections SET (fillfactor = 85);
