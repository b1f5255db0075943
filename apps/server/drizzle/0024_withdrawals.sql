CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text,
	"provider_reference" text,
	"failure_reason" text,
	"request_transaction_id" bigint NOT NULL,
	"close_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_amount_within_limit" CHECK ("withdrawals"."amount" BETWEEN -1000000000000000 AND 1000000000000000),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" IN ('pending', 'approved', 'declined', 'cancelled', 'paid')),
	CONSTRAINT "withdrawals_closed_with_posting" CHECK (("withdrawals"."status" IN ('pending', 'approved')) = ("withdrawals"."close_transaction_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_request_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("request_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_close_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("close_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_player_idempotency" ON "withdrawals" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_transaction" ON "withdrawals" USING btree ("request_transaction_id");--> statement-breakpoint
CREATE INDEX "withdrawals_player_time" ON "withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_open" ON "withdrawals" USING btree ("status") WHERE "withdrawals"."status" IN ('pending', 'approved');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" IN ('player', 'operator', 'bets_in_play', 'deposits_clearing', 'bonus', 'jackpot_pool', 'withdrawals_pending'));