-- Roles and user groups become registries of the engine in place (issue 11): every stored row is kept (id,
-- name, status; a status 0 row is now in the trash), the added system columns get their defaults (version 1,
-- never edited or deleted) and the search columns are generated. Purging a role or a group from the trash
-- takes its permits, holders and members with it (ON DELETE CASCADE).
ALTER TABLE "user_group_members" DROP CONSTRAINT "user_group_members_group_id_user_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "role_permits" DROP CONSTRAINT "role_permits_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "date_edit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "who_edit" integer;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "date_delete" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "who_delete" integer;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A')) STORED;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "date_edit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "who_edit" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "date_delete" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "who_delete" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A')) STORED;--> statement-breakpoint
ALTER TABLE "user_group_members" ADD CONSTRAINT "user_group_members_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permits" ADD CONSTRAINT "role_permits_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_groups_status_id_idx" ON "user_groups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "user_groups_status_name_idx" ON "user_groups" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "user_groups_status_date_add_idx" ON "user_groups" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "user_groups_search_trgm_idx" ON "user_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_groups_search_fts_idx" ON "user_groups" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "roles_status_id_idx" ON "roles" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "roles_status_name_idx" ON "roles" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "roles_status_date_add_idx" ON "roles" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "roles_search_trgm_idx" ON "roles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_search_fts_idx" ON "roles" USING gin ("search_vector");