CREATE TABLE "roster_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploader_id" text NOT NULL,
	"files" text[] NOT NULL,
	"summary" jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"source_id" text NOT NULL,
	"user_source_id" text NOT NULL,
	"email" text NOT NULL,
	"school_student_id" text,
	"student_name" text NOT NULL,
	"grade_level" smallint,
	"status" text DEFAULT 'pending' NOT NULL,
	"student_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "roster_source_id" text;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_memberships" ADD CONSTRAINT "roster_memberships_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_memberships" ADD CONSTRAINT "roster_memberships_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_imports_uploader_idx" ON "roster_imports" USING btree ("uploader_id","created_at");--> statement-breakpoint
CREATE INDEX "roster_imports_created_idx" ON "roster_imports" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_memberships_source_uq" ON "roster_memberships" USING btree ("class_id","source_id");--> statement-breakpoint
CREATE INDEX "roster_memberships_email_idx" ON "roster_memberships" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "roster_memberships_user_source_idx" ON "roster_memberships" USING btree ("user_source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_roster_source_uq" ON "classes" USING btree ("educator_id","roster_source_id");--> statement-breakpoint
CREATE INDEX "classes_roster_source_idx" ON "classes" USING btree ("roster_source_id");