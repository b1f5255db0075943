CREATE TABLE "market_bet_stops" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"specifier" text NOT NULL,
	"stopped_at" timestamp with time zone NOT NULL,
	"reopened_at" timestamp with time zone,
	CONSTRAINT "market_bet_stops_order" CHECK ("market_bet_stops"."reopened_at" IS NULL OR "market_bet_stops"."reopened_at" >= "market_bet_stops"."stopped_at")
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "market_bet_stops" ADD CONSTRAINT "market_bet_stops_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_bet_stops_market" ON "market_bet_stops" USING btree ("match_id","market_id","specifier","stopped_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_target" ON "audit_log" USING btree ("action","target");--> statement-breakpoint
CREATE INDEX "bets_created_at" ON "bets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bets_settled_at" ON "bets" USING btree ("settled_at");--> statement-breakpoint
-- Bets accepted before this migration were accepted when they were placed or, after an in-play delay, a few
-- seconds later; the placement time is the closest record there is (ADR 041).
UPDATE "bets" SET "accepted_at" = "created_at"
  WHERE "status" NOT IN ('submitted', 'rejected', 'cancelled');
--> statement-breakpoint
-- Every spell a market stops taking bets (ADR 041): a row opens when the status leaves active (1) and closes when
-- it comes back. clock_timestamp(), not now(): the update runs after the feed (or a trader) locked the market,
-- so every placement accepted on it before the stop has committed by then, whenever the transaction began.
CREATE FUNCTION market_bet_stops_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 1 THEN
    INSERT INTO market_bet_stops (match_id, market_id, specifier, stopped_at)
      VALUES (NEW.match_id, NEW.market_id, NEW.specifier, clock_timestamp());
  ELSIF NEW.status = 1 THEN
    UPDATE market_bet_stops SET reopened_at = clock_timestamp()
      WHERE match_id = NEW.match_id AND market_id = NEW.market_id AND specifier = NEW.specifier
        AND reopened_at IS NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER markets_bet_stops AFTER UPDATE OF status ON markets
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION market_bet_stops_track();
