CREATE TABLE "login_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"login" text NOT NULL,
	"user_id" integer,
	"ip" text,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "totp_secrets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"secret" text NOT NULL,
	"enabled" smallint DEFAULT 0 NOT NULL,
	"last_step" bigint
);
--> statement-breakpoint
CREATE TABLE "company_params" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"date_edit" timestamp with time zone DEFAULT now() NOT NULL,
	"who_edit" integer
);
--> statement-breakpoint
CREATE TABLE "link_hashes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "link_hashes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"hash" text NOT NULL,
	"link" text NOT NULL,
	"object_id" integer,
	"expires_at" timestamp with time zone,
	CONSTRAINT "link_hashes_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"module" text,
	"object_id" integer,
	"is_read" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"organization_id" integer,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "user_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"inn" text,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permits" (
	"role_id" integer NOT NULL,
	"permit" text NOT NULL,
	CONSTRAINT "role_permits_role_id_permit_pk" PRIMARY KEY("role_id","permit")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_organizations" (
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "user_organizations_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "user_permits" (
	"user_id" integer NOT NULL,
	"permit" text NOT NULL,
	"value" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "user_permits_user_id_permit_pk" PRIMARY KEY("user_id","permit")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"login" text NOT NULL,
	"fio" text NOT NULL,
	"email" text,
	"phone" text,
	"telegram" text,
	"avatar" text,
	"post" text,
	"department_id" integer,
	"type" smallint DEFAULT 0 NOT NULL,
	"can_sign" smallint DEFAULT 0 NOT NULL,
	"auto_scroll" smallint DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_must_change" smallint DEFAULT 0 NOT NULL,
	"general_feedback_date" timestamp with time zone,
	"was_user_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"date_edit" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permits" ADD CONSTRAINT "role_permits_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_organizations" ADD CONSTRAINT "user_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permits" ADD CONSTRAINT "user_permits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_audit_login_idx" ON "login_audit" USING btree ("login","date_add");--> statement-breakpoint
CREATE INDEX "login_audit_ip_idx" ON "login_audit" USING btree ("ip","date_add");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "link_hashes_expires_idx" ON "link_hashes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","is_read","id");--> statement-breakpoint
CREATE INDEX "admin_history_entity_idx" ON "admin_history" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "user_group_members_user_idx" ON "user_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_name_key" ON "user_groups" USING btree (lower("name")) WHERE "user_groups"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_key" ON "roles" USING btree (lower("name")) WHERE "roles"."status" = 1;--> statement-breakpoint
CREATE INDEX "user_organizations_org_idx" ON "user_organizations" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_key" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "users_fio_idx" ON "users" USING btree ("fio","id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status","id");