CREATE TABLE "saved_careers" (
	"user_id" text NOT NULL,
	"soc_code" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_careers_user_id_soc_code_pk" PRIMARY KEY("user_id","soc_code")
);
--> statement-breakpoint
CREATE TABLE "saved_colleges" (
	"user_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_colleges_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "saved_careers" ADD CONSTRAINT "saved_careers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_careers" ADD CONSTRAINT "saved_careers_soc_code_careers_soc_code_fk" FOREIGN KEY ("soc_code") REFERENCES "public"."careers"("soc_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_colleges" ADD CONSTRAINT "saved_colleges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_colleges" ADD CONSTRAINT "saved_colleges_unit_id_colleges_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."colleges"("unit_id") ON DELETE cascade ON UPDATE no action;