ALTER TABLE "balance_adjustments" DROP CONSTRAINT "balance_adjustments_status";--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Adjustments that needed a second approver before deadlines existed get the default one (domain
-- ADJUSTMENT_PENDING_DAYS); those still pending past it are expired by the server's next sweep.
UPDATE "balance_adjustments" SET "expires_at" = "requested_at" + interval '7 days' WHERE "needs_approval";--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_deadline" CHECK ("balance_adjustments"."needs_approval" = ("balance_adjustments"."expires_at" IS NOT NULL) AND ("balance_adjustments"."expires_at" IS NULL OR "balance_adjustments"."expires_at" > "balance_adjustments"."requested_at"));--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_expired_past_deadline" CHECK ("balance_adjustments"."status" <> 'expired' OR "balance_adjustments"."decided_at" >= "balance_adjustments"."expires_at");--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_status" CHECK ("balance_adjustments"."status" IN ('pending', 'posted', 'declined', 'expired'));