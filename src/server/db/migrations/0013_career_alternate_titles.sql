ALTER TABLE "careers" ADD COLUMN "alternate_titles" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "alternate_titles_search" "tsvector";--> statement-breakpoint
CREATE INDEX "careers_alternate_titles_search_idx" ON "careers" USING gin ("alternate_titles_search");