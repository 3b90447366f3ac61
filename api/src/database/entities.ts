import { LoginFailure } from '../auth/login-failure.entity';
import { HydrantPhoto } from '../hydrants/hydrant-photo.entity';
import { Hydrant } from '../hydrants/hydrant.entity';
import { AppSetting } from '../settings/app-setting.entity';
import { User } from '../users/user.entity';
import { Zone } from '../zones/zone.entity';

/** Every TypeORM entity of the API. Feature modules register theirs here too. */
export const ENTITIES = [User, AppSetting, LoginFailure, Hydrant, HydrantPhoto, Zone];
