-- singleLogin now follows the original's meaning: 1 single login, 2 concurrent logins (it was the reverse).
UPDATE "sys_config" SET "value" = CASE WHEN "value" = '1'::jsonb THEN '2'::jsonb ELSE '1'::jsonb END WHERE "key" = 'singleLogin';
