CREATE TABLE "base_houses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "base_houses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"base_id" integer NOT NULL,
	"floors" integer DEFAULT 1,
	"comment" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("comment", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "base_residents" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_residents_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "base_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "base_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"number" text NOT NULL,
	"house_id" integer NOT NULL,
	"max_places" integer DEFAULT 2 NOT NULL,
	"comment" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("number", '') || ' ' || coalesce("comment", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("number", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "base_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "base_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"comment" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("comment", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "bases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"type_id" integer,
	"location_id" integer,
	"address" text,
	"responsible_id" integer,
	"comment" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("address", '') || ' ' || coalesce("comment", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("address", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE INDEX "base_houses_status_id_idx" ON "base_houses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "base_houses_status_name_idx" ON "base_houses" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "base_houses_status_floors_idx" ON "base_houses" USING btree ("status","floors","id");--> statement-breakpoint
CREATE INDEX "base_houses_status_date_add_idx" ON "base_houses" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "base_houses_base_id_filter_idx" ON "base_houses" USING btree ("status","base_id","name","id");--> statement-breakpoint
CREATE INDEX "base_houses_search_trgm_idx" ON "base_houses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "base_houses_search_fts_idx" ON "base_houses" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "base_residents_user_idx" ON "base_residents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "base_rooms_status_id_idx" ON "base_rooms" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "base_rooms_status_number_idx" ON "base_rooms" USING btree ("status","number","id");--> statement-breakpoint
CREATE INDEX "base_rooms_status_max_places_idx" ON "base_rooms" USING btree ("status","max_places","id");--> statement-breakpoint
CREATE INDEX "base_rooms_status_date_add_idx" ON "base_rooms" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "base_rooms_house_id_filter_idx" ON "base_rooms" USING btree ("status","house_id","number","id");--> statement-breakpoint
CREATE INDEX "base_rooms_search_trgm_idx" ON "base_rooms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "base_rooms_search_fts_idx" ON "base_rooms" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "base_types_status_id_idx" ON "base_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "base_types_status_name_idx" ON "base_types" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "base_types_status_date_add_idx" ON "base_types" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "base_types_search_trgm_idx" ON "base_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "base_types_search_fts_idx" ON "base_types" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "bases_status_id_idx" ON "bases" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "bases_status_name_idx" ON "bases" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "bases_status_date_add_idx" ON "bases" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "bases_type_id_filter_idx" ON "bases" USING btree ("status","type_id","name","id");--> statement-breakpoint
CREATE INDEX "bases_location_id_filter_idx" ON "bases" USING btree ("status","location_id","name","id");--> statement-breakpoint
CREATE INDEX "bases_responsible_id_filter_idx" ON "bases" USING btree ("status","responsible_id","name","id");--> statement-breakpoint
CREATE INDEX "bases_search_trgm_idx" ON "bases" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bases_search_fts_idx" ON "bases" USING gin ("search_vector");