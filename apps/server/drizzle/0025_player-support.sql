CREATE TABLE "balance_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"needs_approval" boolean NOT NULL,
	"status" text NOT NULL,
	"requested_by_staff_id" integer,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by_staff_id" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"ledger_transaction_id" bigint,
	CONSTRAINT "balance_adjustments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "balance_adjustments_ledger_transaction_id_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "balance_adjustments_status" CHECK ("balance_adjustments"."status" IN ('pending', 'posted', 'declined')),
	CONSTRAINT "balance_adjustments_amount" CHECK ("balance_adjustments"."amount" <> 0 AND "balance_adjustments"."amount" BETWEEN -1000000000000000 AND 1000000000000000),
	CONSTRAINT "balance_adjustments_reason_length" CHECK (char_length("balance_adjustments"."reason") BETWEEN 3 AND 500),
	CONSTRAINT "balance_adjustments_posted_names_ledger" CHECK (("balance_adjustments"."status" = 'posted') = ("balance_adjustments"."ledger_transaction_id" IS NOT NULL)),
	CONSTRAINT "balance_adjustments_decided" CHECK (("balance_adjustments"."status" = 'pending') = ("balance_adjustments"."decided_at" IS NULL) AND ("balance_adjustments"."decided_by" IS NULL) = ("balance_adjustments"."decided_at" IS NULL)),
	CONSTRAINT "balance_adjustments_second_person" CHECK ("balance_adjustments"."status" <> 'posted' OR NOT "balance_adjustments"."needs_approval" OR "balance_adjustments"."decided_by" <> "balance_adjustments"."requested_by")
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"staff_id" integer,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_notes_body_length" CHECK (char_length("player_notes"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_staff_id_staff_id_fk" FOREIGN KEY ("requested_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_staff_id_staff_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_player" ON "balance_adjustments" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_pending" ON "balance_adjustments" USING btree ("status") WHERE "balance_adjustments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "player_notes_player" ON "player_notes" USING btree ("player_id","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" IN ('player', 'operator', 'bets_in_play', 'deposits_clearing', 'bonus', 'jackpot_pool', 'withdrawals_pending', 'adjustments'));--> statement-breakpoint
CREATE FUNCTION player_notes_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'player_notes is append-only: % refused', TG_OP USING ERRCODE = '55000';
END
$$;
--> statement-breakpoint
CREATE TRIGGER player_notes_append_only BEFORE UPDATE OR DELETE ON player_notes
  FOR EACH ROW EXECUTE FUNCTION player_notes_refuse_change();
--> statement-breakpoint
CREATE TRIGGER player_notes_no_truncate BEFORE TRUNCATE ON player_notes
  FOR EACH STATEMENT EXECUTE FUNCTION player_notes_refuse_change();
