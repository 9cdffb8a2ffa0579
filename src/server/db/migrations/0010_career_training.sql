ALTER TABLE "careers" ADD COLUMN "work_experience" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "on_the_job_training" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "training_source" jsonb;