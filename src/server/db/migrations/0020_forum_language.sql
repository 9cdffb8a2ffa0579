ALTER TABLE "forum_posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "forum_posts_language_new_idx" ON "forum_posts" USING btree ("language","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';