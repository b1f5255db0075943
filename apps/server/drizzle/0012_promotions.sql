ALTER TABLE "bonus_campaigns" ADD COLUMN "show_in_promotions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "banner_desktop" text;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "banner_mobile" text;