CREATE TABLE "equipment_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"organization_id" integer,
	"start_point" text NOT NULL,
	"end_point" text NOT NULL,
	"distance_km" integer,
	"norm_minutes" integer,
	"tech_type_id" integer,
	"description" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("start_point", '') || ' ' || coalesce("end_point", '') || ' ' || coalesce("description", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("start_point", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("end_point", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("description", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "staff_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"post" text NOT NULL,
	"organization_id" integer NOT NULL,
	"rate" numeric(18, 2) NOT NULL,
	"period" text DEFAULT 'month' NOT NULL,
	"valid_from" date,
	"comment" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("post", '') || ' ' || coalesce("comment", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("post", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "tech_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tech_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"category" text NOT NULL,
	"license_category" text,
	"fuel" text,
	"fuel_norm" integer,
	"description" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("code", '') || ' ' || coalesce("license_category", '') || ' ' || coalesce("description", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("code", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("license_category", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("description", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "work_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"category" text DEFAULT 'other' NOT NULL,
	"unit" text,
	"price" numeric(18, 2),
	"vat_included" smallint DEFAULT 1 NOT NULL,
	"description" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("code", '') || ' ' || coalesce("description", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("code", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("description", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "dtp" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dtp_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"equipment_id" integer NOT NULL,
	"driver_id" integer,
	"state" text DEFAULT 'registered' NOT NULL,
	"guilt" text DEFAULT 'unknown' NOT NULL,
	"participants" text,
	"damage" text,
	"damage_amount" numeric(18, 2),
	"insurance_company" text,
	"insurance_case" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("place", '') || ' ' || coalesce("participants", '') || ' ' || coalesce("damage", '') || ' ' || coalesce("insurance_company", '') || ' ' || coalesce("insurance_case", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("place", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("participants", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("damage", '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce("insurance_company", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("insurance_case", '')), 'A')) STORED
);
--> statement-breakpoint
CREATE TABLE "servers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "servers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"host" text,
	"ip" text,
	"role" text DEFAULT 'other' NOT NULL,
	"environment" text DEFAULT 'production' NOT NULL,
	"os" text,
	"state" text DEFAULT 'working' NOT NULL,
	"owner_id" integer,
	"responsible_id" integer,
	"description" text,
	"login" text,
	"password" text,
	"credentials_notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("host", '') || ' ' || coalesce("ip", '') || ' ' || coalesce("os", '') || ' ' || coalesce("description", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("host", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("ip", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("os", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("description", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE INDEX "equipment_routes_status_id_idx" ON "equipment_routes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "equipment_routes_status_name_idx" ON "equipment_routes" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "equipment_routes_status_distance_km_idx" ON "equipment_routes" USING btree ("status","distance_km","id");--> statement-breakpoint
CREATE INDEX "equipment_routes_status_norm_minutes_idx" ON "equipment_routes" USING btree ("status","norm_minutes","id");--> statement-breakpoint
CREATE INDEX "equipment_routes_status_date_add_idx" ON "equipment_routes" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "equipment_routes_organization_id_filter_idx" ON "equipment_routes" USING btree ("status","organization_id","name","id");--> statement-breakpoint
CREATE INDEX "equipment_routes_tech_type_id_filter_idx" ON "equipment_routes" USING btree ("status","tech_type_id","name","id");--> statement-breakpoint
CREATE INDEX "equipment_routes_search_trgm_idx" ON "equipment_routes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_routes_search_fts_idx" ON "equipment_routes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "staff_rates_status_id_idx" ON "staff_rates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "staff_rates_status_post_idx" ON "staff_rates" USING btree ("status","post","id");--> statement-breakpoint
CREATE INDEX "staff_rates_status_rate_idx" ON "staff_rates" USING btree ("status","rate","id");--> statement-breakpoint
CREATE INDEX "staff_rates_status_valid_from_idx" ON "staff_rates" USING btree ("status","valid_from","id");--> statement-breakpoint
CREATE INDEX "staff_rates_status_date_add_idx" ON "staff_rates" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "staff_rates_organization_id_filter_idx" ON "staff_rates" USING btree ("status","organization_id","post","id");--> statement-breakpoint
CREATE INDEX "staff_rates_period_filter_idx" ON "staff_rates" USING btree ("status","period","post","id");--> statement-breakpoint
CREATE INDEX "staff_rates_search_trgm_idx" ON "staff_rates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_rates_search_fts_idx" ON "staff_rates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tech_types_status_id_idx" ON "tech_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "tech_types_status_name_idx" ON "tech_types" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "tech_types_status_code_idx" ON "tech_types" USING btree ("status","code","id");--> statement-breakpoint
CREATE INDEX "tech_types_status_fuel_norm_idx" ON "tech_types" USING btree ("status","fuel_norm","id");--> statement-breakpoint
CREATE INDEX "tech_types_status_date_add_idx" ON "tech_types" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "tech_types_category_filter_idx" ON "tech_types" USING btree ("status","category","name","id");--> statement-breakpoint
CREATE INDEX "tech_types_fuel_filter_idx" ON "tech_types" USING btree ("status","fuel","name","id");--> statement-breakpoint
CREATE INDEX "tech_types_search_trgm_idx" ON "tech_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tech_types_search_fts_idx" ON "tech_types" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "work_types_status_id_idx" ON "work_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "work_types_status_name_idx" ON "work_types" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "work_types_status_code_idx" ON "work_types" USING btree ("status","code","id");--> statement-breakpoint
CREATE INDEX "work_types_status_price_idx" ON "work_types" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "work_types_status_date_add_idx" ON "work_types" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "work_types_category_filter_idx" ON "work_types" USING btree ("status","category","name","id");--> statement-breakpoint
CREATE INDEX "work_types_unit_filter_idx" ON "work_types" USING btree ("status","unit","name","id");--> statement-breakpoint
CREATE INDEX "work_types_search_trgm_idx" ON "work_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_types_search_fts_idx" ON "work_types" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "dtp_status_id_idx" ON "dtp" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "dtp_status_occurred_at_idx" ON "dtp" USING btree ("status","occurred_at","id");--> statement-breakpoint
CREATE INDEX "dtp_status_damage_amount_idx" ON "dtp" USING btree ("status","damage_amount","id");--> statement-breakpoint
CREATE INDEX "dtp_status_date_add_idx" ON "dtp" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "dtp_equipment_id_filter_idx" ON "dtp" USING btree ("status","equipment_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "dtp_driver_id_filter_idx" ON "dtp" USING btree ("status","driver_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "dtp_state_filter_idx" ON "dtp" USING btree ("status","state","occurred_at","id");--> statement-breakpoint
CREATE INDEX "dtp_guilt_filter_idx" ON "dtp" USING btree ("status","guilt","occurred_at","id");--> statement-breakpoint
CREATE INDEX "dtp_search_trgm_idx" ON "dtp" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dtp_search_fts_idx" ON "dtp" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "servers_status_id_idx" ON "servers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "servers_status_name_idx" ON "servers" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "servers_status_host_idx" ON "servers" USING btree ("status","host","id");--> statement-breakpoint
CREATE INDEX "servers_status_ip_idx" ON "servers" USING btree ("status","ip","id");--> statement-breakpoint
CREATE INDEX "servers_status_date_add_idx" ON "servers" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "servers_role_filter_idx" ON "servers" USING btree ("status","role","name","id");--> statement-breakpoint
CREATE INDEX "servers_environment_filter_idx" ON "servers" USING btree ("status","environment","name","id");--> statement-breakpoint
CREATE INDEX "servers_state_filter_idx" ON "servers" USING btree ("status","state","name","id");--> statement-breakpoint
CREATE INDEX "servers_owner_id_filter_idx" ON "servers" USING btree ("status","owner_id","name","id");--> statement-breakpoint
CREATE INDEX "servers_responsible_id_filter_idx" ON "servers" USING btree ("status","responsible_id","name","id");--> statement-breakpoint
CREATE INDEX "servers_search_trgm_idx" ON "servers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "servers_search_fts_idx" ON "servers" USING gin ("search_vector");