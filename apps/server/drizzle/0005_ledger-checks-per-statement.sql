-- Ledger integrity checked once per statement instead of once per row, for bulk settlement (thousands of entries
-- per INSERT). The guarantees of 0000/0001 stay the same:
-- * every entry names an existing transaction and an existing account in the transaction's currency (this was two
--   per-row foreign keys and part of the deferred check);
-- * the entries of every transaction sum to zero (this was a deferred per-row trigger at commit). The check now
--   runs at the end of each INSERT, so a posting inserts all its entries in one statement, as
--   postLedgerTransaction and postLedgerBatch do;
-- * what an entry refers to can never disappear: transactions were already append-only; accounts now refuse
--   DELETE, TRUNCATE and any change of their identity (id, kind, owner, currency). Only the balance moves.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
--> statement-breakpoint
DROP FUNCTION ledger_check_transaction();
--> statement-breakpoint
CREATE FUNCTION ledger_check_entries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad_entry bigint;
  bad record;
BEGIN
  -- One index probe per distinct transaction and per distinct account of the statement (scalar subqueries in
  -- materialized CTEs), then hash joins with the new entries. An aggregate rather than LIMIT 1: a LIMIT invites
  -- the planner to nested loops that are quadratic in the statement's size.
  WITH transactions AS MATERIALIZED (
    SELECT ids.id, (SELECT t.currency FROM ledger_transactions t WHERE t.id = ids.id) AS currency
    FROM (SELECT DISTINCT transaction_id AS id FROM new_entries) ids
  ), accounts AS MATERIALIZED (
    SELECT ids.id, (SELECT a.currency FROM ledger_accounts a WHERE a.id = ids.id) AS currency
    FROM (SELECT DISTINCT account_id AS id FROM new_entries) ids
  )
  SELECT min(n.id) INTO bad_entry
  FROM new_entries n
  JOIN transactions t ON t.id = n.transaction_id
  JOIN accounts a ON a.id = n.account_id
  WHERE t.currency IS NULL OR a.currency IS NULL OR t.currency <> a.currency;
  IF bad_entry IS NOT NULL THEN
    SELECT n.transaction_id, n.account_id,
      (SELECT t.currency FROM ledger_transactions t WHERE t.id = n.transaction_id) AS transaction_currency,
      (SELECT a.currency FROM ledger_accounts a WHERE a.id = n.account_id) AS account_currency
    INTO bad FROM new_entries n WHERE n.id = bad_entry;
    IF bad.transaction_currency IS NULL THEN
      RAISE EXCEPTION 'ledger entry % names no ledger transaction %', bad_entry, bad.transaction_id
        USING ERRCODE = '23503';
    ELSIF bad.account_currency IS NULL THEN
      RAISE EXCEPTION 'ledger entry % names no ledger account %', bad_entry, bad.account_id
        USING ERRCODE = '23503';
    END IF;
    RAISE EXCEPTION 'ledger entry % posts to an account in another currency', bad_entry USING ERRCODE = '23514';
  END IF;
  -- Every transaction was balanced before this statement (each earlier statement was checked, entries are
  -- append-only, and 0001 checked the older ones at commit), so it is balanced after it exactly when the
  -- statement's own entries for it sum to zero.
  SELECT n.transaction_id, SUM(n.amount) AS total INTO bad
  FROM new_entries n
  GROUP BY n.transaction_id
  HAVING SUM(n.amount) <> 0
  ORDER BY n.transaction_id
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced by %', bad.transaction_id, bad.total USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_checked AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_entries();
--> statement-breakpoint
CREATE FUNCTION ledger_accounts_refuse_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger accounts are never removed' USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_refuse_removal();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_refuse_removal();
--> statement-breakpoint
CREATE FUNCTION ledger_accounts_keep_identity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.kind, NEW.player_id, NEW.currency) IS DISTINCT FROM (OLD.id, OLD.kind, OLD.player_id, OLD.currency) THEN
    RAISE EXCEPTION 'a ledger account keeps its id, kind, owner and currency' USING ERRCODE = '55000';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Column-specific: balance updates (the hot path) do not fire it.
CREATE TRIGGER ledger_accounts_identity BEFORE UPDATE OF id, kind, player_id, currency ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_keep_identity();
