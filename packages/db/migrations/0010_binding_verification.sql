-- 0010_binding_verification: written by hand during issue #6 development; replaced by one generated migration at integration.
SELECT 1;
