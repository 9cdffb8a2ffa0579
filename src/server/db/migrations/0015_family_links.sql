CREATE TABLE "family_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "family_invites_expires_after_created" CHECK ("family_invites"."expires_at" > "family_invites"."created_at")
);
--> statement-breakpoint
CREATE TABLE "family_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"parent_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" text NOT NULL,
	"viewer_id" text,
	"viewer_role" text NOT NULL,
	"what" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_access_log_role_valid" CHECK ("student_access_log"."viewer_role" in ('parent', 'educator'))
);
--> statement-breakpoint
ALTER TABLE "family_invites" ADD CONSTRAINT "family_invites_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invites" ADD CONSTRAINT "family_invites_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_access_log" ADD CONSTRAINT "student_access_log_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_access_log" ADD CONSTRAINT "student_access_log_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_invites_token_uq" ON "family_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "family_invites_code_uq" ON "family_invites" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "family_invites_student_idx" ON "family_invites" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "family_invites_used_by_idx" ON "family_invites" USING btree ("used_by");--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_pair_uq" ON "family_links" USING btree ("student_id","parent_id");--> statement-breakpoint
CREATE INDEX "family_links_parent_idx" ON "family_links" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "student_access_log_student_idx" ON "student_access_log" USING btree ("student_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "student_access_log_viewer_idx" ON "student_access_log" USING btree ("viewer_id");