-- pg_trgm serves the name search indexes below (PGlite loads it from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "drive_access" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drive_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"edit" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drive_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"public" smallint DEFAULT 0 NOT NULL,
	"public_edit" smallint DEFAULT 0 NOT NULL,
	"who_edit" integer,
	"date_edit" timestamp with time zone,
	"name" text NOT NULL,
	"folder_id" integer,
	"ext" text DEFAULT '' NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drive_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"public" smallint DEFAULT 0 NOT NULL,
	"public_edit" smallint DEFAULT 0 NOT NULL,
	"who_edit" integer,
	"date_edit" timestamp with time zone,
	"name" text NOT NULL,
	"parent_id" integer,
	"ancestors" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drive_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text
);
--> statement-breakpoint
CREATE TABLE "drive_quotas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drive_quotas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer NOT NULL,
	"user_id" integer NOT NULL,
	"size_gb" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "drive_access_item_user_key" ON "drive_access" USING btree ("item_type","item_id","user_id");--> statement-breakpoint
CREATE INDEX "drive_access_user_idx" ON "drive_access" USING btree ("user_id","item_type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_files_filename_key" ON "drive_files" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "drive_files_folder_idx" ON "drive_files" USING btree ("folder_id","status","name");--> statement-breakpoint
CREATE INDEX "drive_files_folder_date_idx" ON "drive_files" USING btree ("folder_id","status","date_add");--> statement-breakpoint
CREATE INDEX "drive_files_folder_size_idx" ON "drive_files" USING btree ("folder_id","status","size");--> statement-breakpoint
CREATE INDEX "drive_files_root_idx" ON "drive_files" USING btree ("who_add","status","name") WHERE "drive_files"."folder_id" is null;--> statement-breakpoint
CREATE INDEX "drive_files_owner_idx" ON "drive_files" USING btree ("who_add","size");--> statement-breakpoint
CREATE INDEX "drive_files_trash_idx" ON "drive_files" USING btree ("who_add","date_edit") WHERE "drive_files"."status" = 0;--> statement-breakpoint
CREATE INDEX "drive_files_trash_editor_idx" ON "drive_files" USING btree ("who_edit","date_edit") WHERE "drive_files"."status" = 0;--> statement-breakpoint
CREATE INDEX "drive_files_public_idx" ON "drive_files" USING btree ("date_add") WHERE "drive_files"."public" = 1 and "drive_files"."status" = 1;--> statement-breakpoint
CREATE INDEX "drive_files_name_trgm_idx" ON "drive_files" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drive_folders_parent_idx" ON "drive_folders" USING btree ("parent_id","status","name");--> statement-breakpoint
CREATE INDEX "drive_folders_root_idx" ON "drive_folders" USING btree ("who_add","status","name") WHERE "drive_folders"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "drive_folders_ancestors_idx" ON "drive_folders" USING gin ("ancestors");--> statement-breakpoint
CREATE INDEX "drive_folders_trash_idx" ON "drive_folders" USING btree ("who_add","date_edit") WHERE "drive_folders"."status" = 0;--> statement-breakpoint
CREATE INDEX "drive_folders_trash_editor_idx" ON "drive_folders" USING btree ("who_edit","date_edit") WHERE "drive_folders"."status" = 0;--> statement-breakpoint
CREATE INDEX "drive_folders_public_idx" ON "drive_folders" USING btree ("date_add") WHERE "drive_folders"."public" = 1 and "drive_folders"."status" = 1;--> statement-breakpoint
CREATE INDEX "drive_folders_name_trgm_idx" ON "drive_folders" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drive_history_item_idx" ON "drive_history" USING btree ("item_type","item_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_quotas_user_key" ON "drive_quotas" USING btree ("user_id");