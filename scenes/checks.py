"""System check: every tool named by the scene mapping is registered (run at start-up and by ``check``)."""

from django.core import checks

from nvcpractice.practice.models import Mode
from scenes.modes import scene_mapping
from tools.registry import registry


@checks.register()
def check_scene_tools_registered(app_configs=None, **kwargs):

    errors = []
    for mode, names in scene_mapping().items():
        if mode not in Mode.values:
            errors.append(
                checks.Error(f"NVC_SCENE_TOOLS names an unknown mode {mode!r}", id="scenes.E002", obj="NVC_SCENE_TOOLS")
            )
        for name in names:
            if not registry.is_registered(name):
                errors.append(
                    checks.Error(
                        f"mode {mode!r} grants the tool {name!r}, which is not registered",
                        hint="Register it in an app's nvc_tools module, or remove it from NVC_SCENE_TOOLS.",
                        id="scenes.E001",
                        obj="NVC_SCENE_TOOLS",
                    )
                )
    return errors
