-- Money and security notifications (docs/notifications.md).

-- Which channels a main account wants its money messages on, and the language they are worded
-- in. No row means every channel, in English. Security messages ignore the channel choices.
CREATE TABLE notification_preference (
  user_id    integer PRIMARY KEY REFERENCES app_user (id),
  sms        boolean NOT NULL DEFAULT true,
  email      boolean NOT NULL DEFAULT true,
  in_app     boolean NOT NULL DEFAULT true,
  locale     text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'zh')),
  updated_at timestamptz NOT NULL
);

-- One row per event a person is told about, written in the transaction of the change that causes
-- it. `event_key` (e.g. 'order:<sn>:sent') makes a second telling of the same event a no-op.
-- `params` are the values the message is worded with, so the in-app list is worded in whatever
-- language the screen shows; `in_app` says whether it is listed there.
CREATE TABLE notification (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES app_user (id),
  event_key  text NOT NULL,
  category   text NOT NULL CHECK (category IN ('money', 'security')),
  event      text NOT NULL,
  params     jsonb NOT NULL,
  in_app     boolean NOT NULL,
  read_at    timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, event_key)
);
CREATE INDEX notification_in_app_idx ON notification (user_id, created_at DESC, id DESC) WHERE in_app;

-- The devices a person has signed in from (or registered on), by a hash of the browser's
-- User-Agent: a sign-in from one not listed here is a new device.
CREATE TABLE known_device (
  user_id       integer NOT NULL REFERENCES app_user (id),
  device_hash   text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);
