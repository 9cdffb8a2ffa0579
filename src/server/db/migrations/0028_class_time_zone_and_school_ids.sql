ALTER TABLE "class_members" ADD COLUMN "school_student_id" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;