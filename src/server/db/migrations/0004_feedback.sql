CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rating" smallint NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"email" text,
	"usefulness" smallint NOT NULL,
	"current_tools" text NOT NULL,
	"feature_requests" text NOT NULL,
	"willingness_to_pay" smallint NOT NULL,
	"user_id" text,
	"user_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5),
	CONSTRAINT "feedback_usefulness_range" CHECK ("feedback"."usefulness" between 1 and 10),
	CONSTRAINT "feedback_willingness_to_pay_range" CHECK ("feedback"."willingness_to_pay" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_category_idx" ON "feedback" USING btree ("category");--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");