CREATE TABLE "family_money_plans" (
	"student_id" text PRIMARY KEY NOT NULL,
	"contribution_per_year" integer NOT NULL,
	"savings" integer NOT NULL,
	"extra_grants" integer NOT NULL,
	"family_income" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "family_money_plans_amounts_valid" CHECK ("family_money_plans"."contribution_per_year" >= 0 and "family_money_plans"."savings" >= 0 and "family_money_plans"."extra_grants" >= 0 and ("family_money_plans"."family_income" is null or "family_money_plans"."family_income" >= 0)),
	CONSTRAINT "family_money_plans_version_positive" CHECK ("family_money_plans"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "family_money_plans" ADD CONSTRAINT "family_money_plans_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_money_plans" ADD CONSTRAINT "family_money_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_money_plans_updated_by_idx" ON "family_money_plans" USING btree ("updated_by");