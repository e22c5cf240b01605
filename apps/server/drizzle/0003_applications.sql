CREATE TABLE "application_members" (
	"user_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	CONSTRAINT "application_members_user_id_pack_id_pk" PRIMARY KEY("user_id","pack_id")
);
--> statement-breakpoint
CREATE TABLE "application_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"pack_id" integer NOT NULL,
	"partner_id" integer,
	"sum" numeric(18, 2),
	"comment" text,
	"file_name" text,
	"file_path" text,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_projects" (
	"pack_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "application_projects_pack_id_project_id_pk" PRIMARY KEY("pack_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "application_signers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_signers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"pack_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"date_sign" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"form" smallint DEFAULT 1 NOT NULL,
	"position_type" text DEFAULT 'other' NOT NULL,
	"for_equipment" smallint DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"urgent" smallint DEFAULT 0 NOT NULL,
	"comment" text,
	"repeats" smallint DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"advance_holder" integer,
	"performer" integer,
	"responsible" integer,
	"organization_id" integer,
	"location_id" integer,
	"date_want" date,
	"equipment_id" integer,
	"equipment_required" smallint DEFAULT 0 NOT NULL,
	"delete_reason" text,
	"defect_statement_path" text,
	"defect_statement_name" text,
	"defect_statement_status" smallint DEFAULT 0 NOT NULL,
	"sign_current" integer DEFAULT 0 NOT NULL,
	"sign_total" integer DEFAULT 0 NOT NULL,
	"auto_invoice_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"date_edit" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_position_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_position_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"snab_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"pack_id" integer NOT NULL,
	"part_id" integer,
	"number" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"prev_status" text,
	"info" text,
	"article" text,
	"for_use" text,
	"quantity" numeric(18, 3) DEFAULT '1' NOT NULL,
	"min_quantity" numeric(18, 3),
	"desire_quantity" numeric(18, 3),
	"unit_id" integer,
	"unit_param" text,
	"delivery" text,
	"main_comment" text,
	"dv_work_name" text,
	"dv_work_type" text,
	"equipment_id" integer,
	"run" integer,
	"photo" text,
	"cost" numeric(18, 2),
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_want" date,
	"nomenclature_id" integer,
	"responsible" integer,
	"explanation" text,
	"invoice_id" integer,
	"date_edit" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"pack_id" integer NOT NULL,
	"partner_id" integer,
	"email" text,
	"comment" text,
	"snab_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"date_send" timestamp with time zone,
	"link_hash" text,
	"date_edit" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"address" text,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"inn" text,
	"type" text DEFAULT 'contractor' NOT NULL,
	"email" text,
	"phone" text,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"board_number" text,
	"s_n" text,
	"photo" text,
	"state" text DEFAULT 'В работе' NOT NULL,
	"location" text,
	"organization" text,
	"tenant" text,
	"run" integer DEFAULT 0 NOT NULL,
	"run_photo" text,
	"drivers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"invoice_id" integer NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"main" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"kind" text DEFAULT 'blank' NOT NULL,
	"number" text,
	"date_invoice" timestamp with time zone,
	"sum" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat_rate" numeric(5, 2),
	"vat_sum" numeric(18, 2),
	"contractor_id" integer,
	"organization_id" integer,
	"contract_id" integer,
	"reason" text,
	"pack_id" integer,
	"status" text,
	"date_edit" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "board_columns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_columns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"board_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"input_type" smallint DEFAULT 1 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_mileage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_mileage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"board_id" integer NOT NULL,
	"ticket_id" integer,
	"equipment_id" integer,
	"run" integer,
	"run_photo" text,
	"run_photo_name" text
);
--> statement-breakpoint
CREATE TABLE "board_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"board_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"owner" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"personal" smallint DEFAULT 0 NOT NULL,
	"mileage_required" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"ticket_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"ticket_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"number" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_favourite_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_favourite_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_file_visibility" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_file_visibility_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group" text NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_performers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_performers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"work_status" smallint DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status_id" smallint NOT NULL,
	"language" text DEFAULT 'ru' NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_recurrences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_recurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"ticket_id" integer NOT NULL,
	"freq" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"time" text NOT NULL,
	"until" timestamp with time zone,
	"bymonthday" integer,
	"bymonth" integer,
	"byyearday" integer,
	"byweekno" integer[],
	"status" smallint DEFAULT 1 NOT NULL,
	"next_at" timestamp with time zone,
	"date_edit" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"comment" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_user_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_user_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"user_ids" integer[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_watchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_watchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_works" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_works_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"description" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"priority" smallint DEFAULT 2 NOT NULL,
	"board_id" integer NOT NULL,
	"parent_id" integer,
	"contract_id" integer,
	"initiator_id" integer NOT NULL,
	"start" timestamp with time zone,
	"end" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"recurrence_source_id" integer,
	"custom" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_edit" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_members" ADD CONSTRAINT "application_members_pack_id_applications_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_offers" ADD CONSTRAINT "application_offers_pack_id_applications_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_projects" ADD CONSTRAINT "application_projects_pack_id_applications_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_signers" ADD CONSTRAINT "application_signers_pack_id_applications_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_type_id_application_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."application_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_position_files" ADD CONSTRAINT "application_position_files_snab_id_application_positions_id_fk" FOREIGN KEY ("snab_id") REFERENCES "public"."application_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_positions" ADD CONSTRAINT "application_positions_pack_id_applications_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_requests" ADD CONSTRAINT "application_requests_pack_id_applications_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_files" ADD CONSTRAINT "invoice_files_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_members_pack_idx" ON "application_members" USING btree ("pack_id");--> statement-breakpoint
CREATE INDEX "application_offers_pack_idx" ON "application_offers" USING btree ("pack_id","id");--> statement-breakpoint
CREATE INDEX "application_projects_project_idx" ON "application_projects" USING btree ("project_id","pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_signers_key" ON "application_signers" USING btree ("pack_id","user_id");--> statement-breakpoint
CREATE INDEX "application_signers_user_idx" ON "application_signers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_types_code_key" ON "application_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "applications_type_idx" ON "applications" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "applications_urgent_idx" ON "applications" USING btree ("id") WHERE "applications"."urgent" = 1;--> statement-breakpoint
CREATE INDEX "applications_repeats_idx" ON "applications" USING btree ("id") WHERE "applications"."repeats" = 1;--> statement-breakpoint
CREATE INDEX "applications_org_idx" ON "applications" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "applications_date_add_idx" ON "applications" USING btree ("date_add","id");--> statement-breakpoint
CREATE INDEX "applications_date_want_idx" ON "applications" USING btree ("date_want","id");--> statement-breakpoint
CREATE INDEX "applications_parent_idx" ON "applications" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "applications_who_add_idx" ON "applications" USING btree ("who_add","id");--> statement-breakpoint
CREATE INDEX "applications_name_trgm_idx" ON "applications" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "application_position_files_snab_idx" ON "application_position_files" USING btree ("snab_id","id");--> statement-breakpoint
CREATE INDEX "application_positions_pack_idx" ON "application_positions" USING btree ("pack_id","number","id");--> statement-breakpoint
CREATE INDEX "application_positions_part_idx" ON "application_positions" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "application_positions_invoice_idx" ON "application_positions" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "application_positions_info_trgm_idx" ON "application_positions" USING gin (lower(coalesce("info", '') || ' ' || coalesce("dv_work_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "application_requests_pack_idx" ON "application_requests" USING btree ("pack_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_requests_link_key" ON "application_requests" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "locations_status_name_idx" ON "locations" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "partners_status_name_idx" ON "partners" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "partners_name_trgm_idx" ON "partners" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_status_name_idx" ON "projects" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "units_status_name_idx" ON "units" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "equipment_name_trgm_idx" ON "equipment" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_status_idx" ON "equipment" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "invoice_files_invoice_idx" ON "invoice_files" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "invoices_pack_idx" ON "invoices" USING btree ("pack_id","id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "invoices_contractor_idx" ON "invoices" USING btree ("contractor_id","id");--> statement-breakpoint
CREATE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "board_columns_board_idx" ON "board_columns" USING btree ("board_id","status","position");--> statement-breakpoint
CREATE INDEX "board_mileage_board_idx" ON "board_mileage" USING btree ("board_id","id");--> statement-breakpoint
CREATE INDEX "board_mileage_equipment_idx" ON "board_mileage" USING btree ("equipment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "board_users_key" ON "board_users" USING btree ("board_id","user_id");--> statement-breakpoint
CREATE INDEX "board_users_user_idx" ON "board_users" USING btree ("user_id","status","board_id");--> statement-breakpoint
CREATE INDEX "boards_owner_idx" ON "boards" USING btree ("who_add","personal","status");--> statement-breakpoint
CREATE INDEX "checklist_groups_ticket_idx" ON "checklist_groups" USING btree ("ticket_id","status","position");--> statement-breakpoint
CREATE INDEX "checklist_items_group_idx" ON "checklist_items" USING btree ("group_id","deleted","position");--> statement-breakpoint
CREATE INDEX "checklist_items_ticket_idx" ON "checklist_items" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_favourite_users_key" ON "ticket_favourite_users" USING btree ("who_add","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_file_visibility_key" ON "ticket_file_visibility" USING btree ("ticket_id","user_id","group");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_performers_key" ON "ticket_performers" USING btree ("ticket_id","user_id");--> statement-breakpoint
CREATE INDEX "ticket_performers_user_idx" ON "ticket_performers" USING btree ("user_id","ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_recurrences_ticket_key" ON "ticket_recurrences" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_reminders_ticket_idx" ON "ticket_reminders" USING btree ("ticket_id","status");--> statement-breakpoint
CREATE INDEX "ticket_user_groups_owner_idx" ON "ticket_user_groups" USING btree ("who_add","type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_watchers_key" ON "ticket_watchers" USING btree ("ticket_id","user_id");--> statement-breakpoint
CREATE INDEX "ticket_watchers_user_idx" ON "ticket_watchers" USING btree ("user_id","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_works_ticket_idx" ON "ticket_works" USING btree ("ticket_id","user_id");--> statement-breakpoint
CREATE INDEX "ticket_works_open_idx" ON "ticket_works" USING btree ("user_id") WHERE "ticket_works"."end" is null;--> statement-breakpoint
CREATE INDEX "tickets_board_status_end_idx" ON "tickets" USING btree ("board_id","status","end","id");--> statement-breakpoint
CREATE INDEX "tickets_board_end_idx" ON "tickets" USING btree ("board_id","end","id");--> statement-breakpoint
CREATE INDEX "tickets_board_priority_idx" ON "tickets" USING btree ("board_id","priority","id");--> statement-breakpoint
CREATE INDEX "tickets_board_status_idx" ON "tickets" USING btree ("board_id","status","id");--> statement-breakpoint
CREATE INDEX "tickets_board_date_idx" ON "tickets" USING btree ("board_id","date_add");--> statement-breakpoint
CREATE INDEX "tickets_board_finished_idx" ON "tickets" USING btree ("board_id","finished_at");--> statement-breakpoint
CREATE INDEX "tickets_end_idx" ON "tickets" USING btree ("end","id");--> statement-breakpoint
CREATE INDEX "tickets_parent_idx" ON "tickets" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "tickets_initiator_idx" ON "tickets" USING btree ("initiator_id","id");--> statement-breakpoint
CREATE INDEX "tickets_name_trgm_idx" ON "tickets" USING gin (lower("name") gin_trgm_ops);