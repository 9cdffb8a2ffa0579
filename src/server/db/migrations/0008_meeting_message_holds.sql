ALTER TABLE "meeting_messages" ADD COLUMN "status" text DEFAULT 'delivered' NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_messages" ADD COLUMN "hold_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_messages" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_messages" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
CREATE INDEX "meeting_messages_held_idx" ON "meeting_messages" USING btree ("created_at") WHERE "meeting_messages"."status" = 'held';--> statement-breakpoint
ALTER TABLE "meeting_messages" ADD CONSTRAINT "meeting_messages_status_valid" CHECK ("meeting_messages"."status" in ('delivered', 'held', 'rejected'));