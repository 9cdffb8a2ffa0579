ALTER TABLE "careers" ADD COLUMN "pay_kind" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "hourly_median_pay" double precision;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "annual_openings" integer;