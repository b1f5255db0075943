-- Every ledger amount and balance within plus or minus 10^15 minor units (LEDGER_LIMIT, packages/domain money.ts),
-- so no balance plus an amount can leave the JS safe-integer range; the old bound (the safe-integer range itself)
-- let one deposit of 9007199254740991 push a deposits clearing account to the edge, after which every later
-- deposit in that currency failed. A payment above the limit is not recorded either.
-- The constraints are added NOT VALID and then validated: a database that already holds a posting beyond the limit
-- (history is append-only and cannot be rewritten) still migrates, with every new row and every balance change
-- checked; the check of the old rows is skipped there with a warning. On every other database they end validated.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_safe";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_within_limit" CHECK ("ledger_accounts"."balance" BETWEEN -1000000000000000 AND 1000000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_within_limit" CHECK ("ledger_entries"."amount" BETWEEN -1000000000000000 AND 1000000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_balance_after_within_limit" CHECK ("ledger_entries"."balance_after" BETWEEN -1000000000000000 AND 1000000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_within_limit" CHECK ("payments"."amount" <= 1000000000000000) NOT VALID;--> statement-breakpoint
DO $$
DECLARE
  target record;
BEGIN
  FOR target IN SELECT * FROM (VALUES
    ('ledger_accounts', 'ledger_accounts_balance_within_limit'),
    ('ledger_entries', 'ledger_entries_amount_within_limit'),
    ('ledger_entries', 'ledger_entries_balance_after_within_limit'),
    ('payments', 'payments_amount_within_limit')) AS t (table_name, constraint_name)
  LOOP
    BEGIN
      EXECUTE format('ALTER TABLE %I VALIDATE CONSTRAINT %I', target.table_name, target.constraint_name);
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING '% holds rows beyond the ledger limit: % checks new rows only', target.table_name,
        target.constraint_name;
    END;
  END LOOP;
END
$$;
