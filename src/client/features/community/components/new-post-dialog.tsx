import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Dialog } from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input, Textarea } from "@/client/components/ui/input";
import { useCreatePost, useEditPost } from "@/client/features/community/api/community-api";
import { CharCounter } from "@/client/features/community/components/char-counter";
import { communityError, fieldMessage } from "@/client/features/community/components/messages";
import { showServerFieldErrors } from "@/client/lib/form-errors";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import { toast } from "@/client/lib/toast";
import type { CreatePostInput, ForumPost } from "@/shared/community";
import { COMMUNITY_LIMITS } from "@/shared/community-constants";

// zod loads apart from the form (lib/lazy-zod-resolver.ts).
const schemaResolver = lazyZodResolver(() =>
  import("@/shared/community").then((module) => module.createPostSchema),
);

const FIELDS = ["title", "description"] as const;

/**
 * 'Neuer Beitrag', or with `post` 'Beitrag bearbeiten' (decision 180: the same dialog, limits and
 * error texts): submit stays disabled while title or description is blank after trimming, or while sending.
 */
export function NewPostDialog({
  open,
  onOpenChange,
  post,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  post?: ForumPost;
}) {
  const { t } = useTranslation("community");
  const create = useCreatePost();
  const edit = useEditPost(post?.id ?? "");
  const initial = { title: post?.title ?? "", description: post?.description ?? "" };
  const form = useForm<CreatePostInput>({ resolver: schemaResolver, defaultValues: initial });
  const [title = "", description = ""] = useWatch({ control: form.control, name: ["title", "description"] });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (post) {
        const saved = await edit.mutateAsync(values);
        form.reset({ title: saved.title, description: saved.description });
        toast.success(t("forum.saved"));
      } else {
        await create.mutateAsync(values);
        form.reset({ title: "", description: "" });
        toast.success(t("forum.created"));
      }
      onOpenChange(false);
    } catch (err) {
      if (!showServerFieldErrors(form, err, FIELDS)) toast.error(communityError(t, err));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={post ? t("forum.editTitle") : t("forum.newPost")}
      description={t("forum.dialogDescription")}
      closeLabel={t("confirm.close")}
    >
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField
          label={t("forum.titleLabel")}
          error={fieldMessage(t, errors.title?.message, COMMUNITY_LIMITS.title)}
        >
          <Input autoComplete="off" {...form.register("title")} />
        </FormField>
        <CharCounter
          id={post ? `edit-post-title-counter-${post.id}` : "new-post-title-counter"}
          length={title.length}
          max={COMMUNITY_LIMITS.title}
        />
        <FormField
          label={t("forum.descriptionLabel")}
          error={fieldMessage(t, errors.description?.message, COMMUNITY_LIMITS.text)}
        >
          <Textarea {...form.register("description")} />
        </FormField>
        <CharCounter
          id={post ? `edit-post-description-counter-${post.id}` : "new-post-description-counter"}
          length={description.length}
          max={COMMUNITY_LIMITS.text}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={title.trim() === "" || description.trim() === "" || isSubmitting}>
            {post
              ? isSubmitting
                ? t("forum.saving")
                : t("forum.save")
              : isSubmitting
                ? t("forum.sending")
                : t("forum.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
