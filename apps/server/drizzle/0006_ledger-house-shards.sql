-- House accounts may be split into shards (shard 0 is the account as before; players keep shard 0). Bet placement
-- credits bets_in_play shard (player id mod 16), so placements in one currency no longer queue on one row's lock.
DROP INDEX "ledger_accounts_house_currency";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_house_currency" ON "ledger_accounts" USING btree ("kind","currency","shard") WHERE "ledger_accounts"."player_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shard" CHECK ("ledger_accounts"."shard" >= 0 AND ("ledger_accounts"."kind" <> 'player' OR "ledger_accounts"."shard" = 0));