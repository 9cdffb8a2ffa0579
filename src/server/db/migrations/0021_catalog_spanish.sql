ALTER TABLE "careers" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "description_es" text;