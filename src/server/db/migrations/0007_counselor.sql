CREATE TABLE "counselor_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselor_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"answered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counselor_messages_role" CHECK ("counselor_messages"."role" in ('user', 'assistant')),
	CONSTRAINT "counselor_messages_status" CHECK ("counselor_messages"."status" in ('complete', 'stopped', 'error'))
);
--> statement-breakpoint
CREATE TABLE "counselor_usage" (
	"subject" text NOT NULL,
	"day" text NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counselor_usage_subject_day_pk" PRIMARY KEY("subject","day")
);
--> statement-breakpoint
ALTER TABLE "counselor_conversations" ADD CONSTRAINT "counselor_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselor_messages" ADD CONSTRAINT "counselor_messages_conversation_id_counselor_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."counselor_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counselor_conversations_user_updated_idx" ON "counselor_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "counselor_messages_conversation_created_idx" ON "counselor_messages" USING btree ("conversation_id","created_at");