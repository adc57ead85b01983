import type { Db } from "../../../db/database.ts";
import { mediaFileUrl } from "../media/media-files.ts";
import { findMedia, type Media } from "../media/media-service.ts";
import type { User } from "./user-repository.ts";

/** WordPress user levels, which Listar apps read: subscriber 0, author 2, administrator 10. */
const USER_LEVEL = { user: 0, author: 2, admin: 10 } as const;
/** WordPress role names; a Listar customer is WooCommerce's "customer". */
const WP_ROLE = { user: "customer", author: "author", admin: "administrator" } as const;

export interface UserWithPhoto {
  user: User;
  photo: Media | undefined;
}

export async function withPhoto(db: Db, user: User): Promise<UserWithPhoto> {
  return { user, photo: user.photoMediaId ? await findMedia(db, user.photoMediaId) : undefined };
}

/** The uploaded photo, or our neutral default (no Gravatar: it would publish a hash of the e-mail). */
function photoUrl({ photo }: UserWithPhoto, siteUrl: string, size: "thumbnail" | "medium") {
  return photo
    ? mediaFileUrl(siteUrl, photo.directory, photo.sizes[size].file)
    : `${siteUrl}/images/default-avatar.svg`;
}

const profileUrl = (user: User, siteUrl: string) => `${siteUrl}/app/author/${user.id}`;

/** Our profile fields, which neither Listar nor WordPress has; "" when unset. */
const profileExtras = (user: User) => ({
  phone: user.phone,
  birthday: user.birthday ?? "",
  gender: user.gender ?? "",
});

/** Listar's user object (`User_Model::refactor_user_data`), as `auth/user` and sign-in answer it. */
export function listarUserJson(view: UserWithPhoto, siteUrl: string) {
  const { user } = view;
  return {
    id: user.id,
    user_email: user.email,
    user_url: user.url,
    user_nicename: user.username.toLowerCase(),
    user_level: USER_LEVEL[user.role],
    description: user.description,
    locale: "",
    display_name: user.displayName,
    first_name: user.firstName,
    last_name: user.lastName,
    user_photo: photoUrl(view, siteUrl, "medium"),
    listar_user_photo: user.photoMediaId ?? 0,
    guid: profileUrl(user, siteUrl),
    ...profileExtras(user),
  };
}

/**
 * The user object as others see it (a place's author, a reviewer, an author profile): Listar's
 * shape, without the e-mail address and our private profile fields.
 */
export function publicUserJson(view: UserWithPhoto, siteUrl: string) {
  const {
    phone: _phone,
    birthday: _birthday,
    gender: _gender,
    ...user
  } = listarUserJson(view, siteUrl);
  return { ...user, user_email: "" };
}

/** WordPress's user object in the edit context, as `POST /wp/v2/users/me` answers it. */
export function wpUserJson(view: UserWithPhoto, siteUrl: string) {
  const { user } = view;
  const role = WP_ROLE[user.role];
  const avatar = photoUrl(view, siteUrl, "thumbnail");
  const self = `${siteUrl}/api/wp/v2/users/${user.id}`;
  return {
    id: user.id,
    username: user.username,
    name: user.displayName,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    url: user.url,
    description: user.description,
    link: profileUrl(user, siteUrl),
    locale: "",
    nickname: user.username,
    slug: user.username.toLowerCase(),
    roles: [role],
    registered_date: user.createdAt.toISOString(),
    capabilities: { read: true, upload_files: true, [role]: true },
    extra_capabilities: { [role]: true },
    avatar_urls: { "24": avatar, "48": avatar, "96": avatar },
    meta: [],
    listar_user_photo: user.photoMediaId ?? 0,
    user_photo: photoUrl(view, siteUrl, "medium"),
    ...profileExtras(user),
    _links: {
      self: [{ href: self }],
      collection: [{ href: `${siteUrl}/api/wp/v2/users` }],
    },
  };
}
