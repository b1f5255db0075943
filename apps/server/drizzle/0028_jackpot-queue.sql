CREATE TABLE "jackpot_pending_bets" (
	"bet_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jackpot_pending_bets" ADD CONSTRAINT "jackpot_pending_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;