ALTER TABLE "freebets" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "deactivated_reason" text;--> statement-breakpoint
ALTER TABLE "freebets" ADD COLUMN "overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issued_comboboosts" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issued_comboboosts" ADD COLUMN "deactivated_reason" text;--> statement-breakpoint
ALTER TABLE "issued_comboboosts" ADD COLUMN "overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "freebets" ADD CONSTRAINT "freebets_deactivated_reason" CHECK (("freebets"."deactivated_at" IS NULL) = ("freebets"."deactivated_reason" IS NULL) AND coalesce(length(btrim("freebets"."deactivated_reason")), 1) > 0);--> statement-breakpoint
ALTER TABLE "issued_comboboosts" ADD CONSTRAINT "issued_comboboosts_deactivated_reason" CHECK (("issued_comboboosts"."deactivated_at" IS NULL) = ("issued_comboboosts"."deactivated_reason" IS NULL) AND coalesce(length(btrim("issued_comboboosts"."deactivated_reason")), 1) > 0);