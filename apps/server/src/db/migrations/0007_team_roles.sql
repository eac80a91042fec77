-- Teams and roles: a main account's roles (each a list of permission names) and its staff
-- members, who are app_user rows with parent_id set to the main account.

CREATE TABLE team_role (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  main_user_id integer NOT NULL REFERENCES app_user (id),
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 30),
  -- Permission names (menus, sections, buttons, API-area items), a JSON array of strings.
  menus        jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(menus) = 'array'),
  -- 0 enabled, 1 disabled: staff of a disabled role are signed out and cannot sign in.
  status       smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  remark       text,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
-- Names are unique within one main account, whatever the case.
CREATE UNIQUE INDEX team_role_name_idx ON team_role (main_user_id, lower(name));

ALTER TABLE app_user ADD COLUMN role_id integer REFERENCES team_role (id);
ALTER TABLE app_user ADD COLUMN remark text;
-- A deleted staff member keeps the row (orders, payees and the log name who did what) but can no
-- longer be found by sign-in: the phone is cleared and the email replaced by a tombstone.
ALTER TABLE app_user ADD COLUMN deleted_at timestamptz;
-- A main account never has a role; a staff member without one holds no permission at all.
ALTER TABLE app_user ADD CONSTRAINT app_user_role_staff_only CHECK (role_id IS NULL OR parent_id IS NOT NULL);
CREATE INDEX app_user_role_idx ON app_user (role_id) WHERE role_id IS NOT NULL;
